dependencyResolutionManagement {
    repositories {
        mavenCentral()
        exclusiveContent {
            forRepository {
                maven {
                    url = uri("https://maven.internal.acme.example/releases")
                    credentials(PasswordCredentials::class) // reads acmeUsername / acmePassword
                }
            }
            filter { includeGroupByRegex("com\\.acme(\\..*)?") }
        }
    }
}
