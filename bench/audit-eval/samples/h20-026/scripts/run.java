@Configuration
@EnableScheduling
class SchedulingConfig {}

@Component
class WeeklyReport {
  @Scheduled(cron = "0 0 6 * * MON", zone = "Europe/Rome")
  void send() { reportService.generateAndMail(); }
}
