def load(path):
    raise NotImplementedError
