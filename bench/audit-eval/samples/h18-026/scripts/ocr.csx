var bytes = await File.ReadAllBytesAsync(Args[0]);
var body = System.Text.Json.JsonSerializer.Serialize(new { image = Convert.ToBase64String(bytes) });
Console.WriteLine(body.Length);
