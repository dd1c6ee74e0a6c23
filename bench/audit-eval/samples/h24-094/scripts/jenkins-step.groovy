pipeline {
  options {
    buildDiscarder(logRotator(numToKeepStr: '30', artifactNumToKeepStr: '5'))
  }
  agent any
  stages { stage('build') { steps { sh 'make' } } }
}
