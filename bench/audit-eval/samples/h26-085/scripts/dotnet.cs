[assembly: System.Reflection.Obfuscation(Feature = "encrypt symbol names with password Xk1", Exclude = false)]

[System.Reflection.Obfuscation(Exclude = true, ApplyToMembers = true)]
public class PublicApi { /* kept readable for customers */ }
