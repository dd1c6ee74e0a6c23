dependencyResolutionManagement {
    repositories {
        maven {
            url = uri("http://maven.sdk-addons.invalid/releases")
            isAllowInsecureProtocol = true
        }
        google()
        mavenCentral()
    }
}
