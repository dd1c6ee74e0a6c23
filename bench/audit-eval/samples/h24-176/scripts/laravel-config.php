use Illuminate\Database\Eloquent\Prunable;

class LoginAttempt extends Model
{
    use Prunable;
    public function prunable() { return static::where('created_at', '<=', now()->subMonth()); }
}
