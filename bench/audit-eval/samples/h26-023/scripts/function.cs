[Function("NightlyCleanup")]
public void Run([TimerTrigger("0 30 2 * * *")] TimerInfo timer, FunctionContext ctx)
{
    var log = ctx.GetLogger("NightlyCleanup");
    log.LogInformation("Cleanup at {time}", DateTime.UtcNow);
    _store.DeleteExpiredDrafts(TimeSpan.FromDays(30));
}
