int *p = reinterpret_cast<int *>(addr);  // NOLINT(cppcoreguidelines-pro-type-reinterpret-cast)

// NOLINTNEXTLINE(bugprone-narrowing-conversions)
uint8_t b = value;

// NOLINTBEGIN(readability-magic-numbers)
constexpr int kTable[] = {3, 7, 31, 127};
// NOLINTEND(readability-magic-numbers)
