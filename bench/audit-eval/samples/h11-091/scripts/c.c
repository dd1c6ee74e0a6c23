#include <spawn.h>
#include <sys/wait.h>
extern char **environ;

int run_convert(const char *in, const char *out) {
    pid_t pid; int status;
    char *argv[] = {"convert", (char *)in, "-resize", "800x", (char *)out, NULL};
    if (posix_spawnp(&pid, "convert", NULL, NULL, argv, environ) != 0) return -1;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}
