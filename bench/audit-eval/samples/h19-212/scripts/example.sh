yarn cache clean            # кеш этого проекта
yarn cache clean --mirror   # и глобальное зеркало (Yarn Berry)
rm -rf node_modules .yarn/install-state.gz
yarn install
