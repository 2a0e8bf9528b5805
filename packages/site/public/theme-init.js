// Runs before the first paint. The admin's shell loads this file; a rendered page carries its text inline (the
// server's CSP allows it by its hash).
//
// 1. Applies the stored theme, so a dark theme never flashes.
// 2. Starts a rendered page's code after its first paint. The page paints from its HTML alone, so its scripts wait in
//    a template element marked data-boot (the browser fetches nothing from a template) until the document is parsed
//    and its first contentful paint is on screen: on a slow link they no longer share the bandwidth with the HTML and
//    the images in view, and the largest paint never waits on them (docs/decisions/0025). Outside a rendered page
//    nothing is waiting.
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
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll("template[data-boot]").forEach(function (template) {
      // A clone's script runs once in the document (a template's own never does).
      document.head.appendChild(template.content.cloneNode(true));
    });
  }
  // After the first contentful paint as the browser reports it (its paint entry comes once the frame is on screen),
  // or the next frame where paint entries are not reported. A hidden tab paints nothing: start after 2 s anyway.
  function afterFirstPaint() {
    setTimeout(start, 2000);
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterFirstPaint);
  else afterFirstPaint();
})();
