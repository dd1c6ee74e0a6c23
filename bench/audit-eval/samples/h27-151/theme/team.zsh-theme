PROMPT='%F{cyan}%~%f $(git_prompt_info)
%# '
