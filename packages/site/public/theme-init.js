// Applies the stored theme before first paint (no flash of the wrong theme). Loaded synchronously from
// index.html as an external file because the server's CSP forbids inline scripts.
(function () {
  var theme = "light";
  try {
    if (window.localStorage.getItem("theme") === "dark") theme = "dark";
  } catch {
    /* storage unavailable: keep the default */
  }
  var root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
})();
