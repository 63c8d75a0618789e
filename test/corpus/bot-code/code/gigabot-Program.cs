                client.Run(async () =>
                {
                    await client.Connect(_login.UserId, _login.Password);
                    Console.WriteLine("Logged In.");

                    Console.WriteLine(client.GetServer(131362574821359617));
                    Console.WriteLine(client.GetChannel(133959873766359040));
                    await client.SendMessage(client.GetChannel(133959873766359040), "Hello World!");

                });
