// The stored theme before first paint (no flash); light by default. A file, not inline: the server's CSP is 'self'.
try {
  if (localStorage.getItem('theme') === 'dark') {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch (_) {}
