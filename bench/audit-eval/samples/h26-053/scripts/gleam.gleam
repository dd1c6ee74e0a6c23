import gleam/bit_array

pub fn cursor(id: String) -> String {
  bit_array.base64_url_encode(bit_array.from_string("id:" <> id), False)
}

pub fn parse(c: String) -> Result(BitArray, Nil) {
  bit_array.base64_url_decode(c)
}
