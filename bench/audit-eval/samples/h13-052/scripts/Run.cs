using System.Diagnostics;

static int Run(string file, params string[] args)
{
    var psi = new ProcessStartInfo(file) { UseShellExecute = false, RedirectStandardOutput = true };
    foreach (var a in args) psi.ArgumentList.Add(a);   // quoted per argument, no shell
    using var p = Process.Start(psi)!;
    Console.Write(p.StandardOutput.ReadToEnd());
    p.WaitForExit();
    return p.ExitCode;
}

return Run("git", "describe", "--tags") == 0 && Run("dotnet", "build", "-c", "Release") == 0 ? 0 : 1;
