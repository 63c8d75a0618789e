import org.javacord.api.DiscordApi;
import org.javacord.api.DiscordApiBuilder;
import org.javacord.api.entity.message.Message;
import org.javacord.api.entity.permission.Role;
import org.javacord.api.entity.server.Server;
import org.javacord.api.entity.user.User;

import java.util.Optional;

public class Main {
    public static void main(String[] args) {
        DiscordApi api = new DiscordApiBuilder().setToken(token).login().join();

        System.out.println("Bot is working and on" + " " + api.createBotInvite());


        api.createAccountUpdater();


        api.addMessageCreateListener(event -> {
            Message message = event.getMessage();
            if (message.getContent().equalsIgnoreCase("rm!role AD")) {
                if (event.getServer().isPresent()) {
                    Server server = event.getServer().get();

                    Optional<User> author = event.getMessageAuthor().asUser();
                    Optional<Role> role = server.getRoleById("1001538228437929985");

                    if (role.isPresent() && author.isPresent()) {
                        server.addRoleToUser(author.get(), role.get()).join();
                        message.addReaction("😃");
                        try {
                            Thread.sleep(3000);
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                        message.delete();
                        message.addReaction("😃");

                    }
                }
            }
        });


        api.addMessageCreateListener(event -> {
            Message message = event.getMessage();
            if (message.getContent().equalsIgnoreCase("rm!role AE")) {
                if (event.getServer().isPresent()) {
                    Server server = event.getServer().get();

                    Optional<User> author = event.getMessageAuthor().asUser();
                    Optional<Role> role = server.getRoleById("1001538230249852979");

                    if (role.isPresent() && author.isPresent()) {
                        server.addRoleToUser(author.get(), role.get()).join();
                        message.addReaction("😃");
                        try {
                            Thread.sleep(3000);
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                        message.delete();
                        message.addReaction("😃");

                    }
                }
            }
        });
