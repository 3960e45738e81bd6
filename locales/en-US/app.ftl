# Placeholder so both languages have a file; later issues add messages.
app-name = Overseer
