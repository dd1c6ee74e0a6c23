/** @psalm-suppress PossiblyNullReference legacy mapper always sets $user before save() */
$user->save();
