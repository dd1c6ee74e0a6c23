def encode_cursor(%{id: id, inserted_at: ts}) do
  "#{id}:#{DateTime.to_unix(ts)}" |> Base.url_encode64(padding: false)
end

def decode_cursor(c) do
  with {:ok, raw} <- Base.url_decode64(c, padding: false),
       [id, ts] <- String.split(raw, ":") do
    {:ok, String.to_integer(id), String.to_integer(ts)}
  end
end
