infisical login
infisical init            # links the folder to a project
infisical run --env=dev -- npm run dev
