// Runs before the first paint. The admin's shell loads this file; a rendered page carries its text inline (the
// server's CSP allows it by its hash). The build minifies it (scripts/prerender.mjs): these comments stay here.
//
// 1. Applies the stored theme, so a dark theme never flashes.
// 2. Is the theme toggle: a click on any [data-theme-toggle] button switches the theme and stores it, from the moment
//    the button is painted, before the page's code has arrived (a tap is never lost: docs/decisions/0040). The
//    button's React component only renders it and follows the class (features/theme/theme-toggle.tsx).
// 3. Lets the product cards below a phone's first screen sleep at start: `cards-asleep` on the root element until the
//    first scroll, which wakes every card at once (globals.css; features/products/product-grid.tsx wakes them one at a
//    time after hydration). Without scripts the class never comes, so nothing sleeps (docs/decisions/0066).
(function () {
  var root = document.documentElement;
  function apply(theme) {
    root.classList.toggle("dark", theme === "dark");
    root.style.colorScheme = theme;
  }
  var stored = "light";
  try {
    if (window.localStorage.getItem("theme") === "dark") stored = "dark";
  } catch {
    /* storage unavailable: keep the default */
  }
  apply(stored);

  root.classList.add("cards-asleep");
  window.addEventListener(
    "scroll",
    function () {
      root.classList.remove("cards-asleep");
    },
    { once: true, passive: true },
  );
  // The switch whose frame removes the class: a second tap before the first's removal keeps it for its own frame.
  var switches = 0;
  document.addEventListener("click", function (event) {
    var button = event.target instanceof Element ? event.target.closest("[data-theme-toggle]") : null;
    if (!button) return;
    var next = root.classList.contains("dark") ? "light" : "dark";
    // No colour transitions for the switch (globals.css, theme-switching): the whole page changes colour at once, and
    // a hundred elements animating it would each restyle every frame and fire their transition events
    // (docs/decisions/0044). The class goes once the new colours are painted.
    var switching = ++switches;
    root.classList.add("theme-switching");
    apply(next);
    requestAnimationFrame(function () {
      setTimeout(function () {
        if (switching === switches) root.classList.remove("theme-switching");
      });
    });
    button.setAttribute("aria-label", "Switch to " + (next === "dark" ? "light" : "dark") + " theme");
    try {
      window.localStorage.setItem("theme", next);
    } catch {
      /* storage unavailable: the theme still applies for this visit */
    }
  });
})();
