aboutCommandMenu = f"""
Hi, I'm Falio! I am an open-source discord bot that does what the most popular bots do but is designed to reduce the bots in your server while not having "Fun" commands that clog up your server.

[Github Page](https://github.com/xNoerPlaysCodes/falio/)
[Official Website](https://xnoerplayscodes.github.io/index.html)
[Documentation](https://xnoerplayscodes.github.io/docs/docs.html)

Credits:
xNoerPlays (<@1044817642143371364>) - Developer
Techbox (<@906810276081442816>) - Ideas and the sole idea for this bot was his.
Xavier (<@1087527750539165747>) - Emotional Support XD / Tester of Bot

- Bot logo credits go to:
  - sam/sammy (<@1051430553469071380>) - (old logo)
  - FreePik for the logo.
  - JoJo (<@814844232832909352>) for then reducing contrast.
