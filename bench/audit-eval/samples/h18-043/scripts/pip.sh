pip cache info
pip cache remove 'torch*'
pip cache purge
