import jenkins.model.Jenkins
def j = Jenkins.instance
j.getAllItems(hudson.model.Job).each { job -> println "deleting ${job.fullName}"; job.delete() }
j.getAllItems(com.cloudbees.hudson.plugins.folder.Folder).each { it.delete() }
new File(j.rootDir, 'credentials.xml').delete()
j.save()
