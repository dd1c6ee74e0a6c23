./gradlew detektBaseline
