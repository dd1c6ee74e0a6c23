gh repo delete corp/old-service   # asks you to type the name to confirm
