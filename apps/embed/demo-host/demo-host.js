// Harbor Pines demo host page: embeds the Fairway booking engine the way a facility's website does
// (one <script src="/embed.js" data-alias="…"> tag) and drives the "Theme preview" panel through
// window.Fairway.previewTheme. Served under CSP script-src 'self', so no inline script or handlers.
// Query parameters: ?alias=<booking-engine alias> (default "demo"), ?lang=<fr|es|de|…>.

(() => {
  'use strict';

  const DEFAULT_ALIAS = 'demo';
  const ALIAS_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  const LANG_PATTERN = /^[a-z]{2}(?:-[A-Za-z]{2})?$/;

  /** The alias and language asked for in the page URL, or the defaults when missing or malformed. */
  function readPageOptions() {
    const params = new URLSearchParams(window.location.search);
    const alias = (params.get('alias') || '').trim().toLowerCase();
    const lang = (params.get('lang') || '').trim();
    return {
      alias: ALIAS_PATTERN.test(alias) ? alias : DEFAULT_ALIAS,
      lang: LANG_PATTERN.test(lang) ? lang : null,
    };
  }

  /** Adds the embed.js tag exactly as a host page would write it by hand. */
  function embedBookingEngine(options) {
    const script = document.createElement('script');
    script.src = '/embed.js';
    script.async = true;
    script.setAttribute('data-alias', options.alias);
    script.setAttribute('data-target', '#fairway-booking');
    if (options.lang) script.setAttribute('data-lang', options.lang);
    document.body.appendChild(script);
  }

  function setStatus(text) {
    document.getElementById('preview-status').textContent = text;
  }

  /** The css-preview patch from the form: both colours, and the banner when one is typed. */
  function patchFromForm(form) {
    const patch = {
      primaryColor: form.elements.primaryColor.value,
      secondaryColor: form.elements.secondaryColor.value,
    };
    const banner = form.elements.salesBanner.value.trim();
    if (banner) patch.salesBanner = banner;
    return patch;
  }

  /** Sends a preview, explaining in the status line what happened. */
  function preview(patch, doneText) {
    if (!window.Fairway || typeof window.Fairway.previewTheme !== 'function') {
      setStatus('The booking engine is still loading. Try again in a moment.');
      return;
    }
    try {
      window.Fairway.previewTheme(patch);
      setStatus(doneText);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    }
  }

  function wirePreviewPanel() {
    const form = document.getElementById('preview-form');
    const reset = document.getElementById('preview-reset');

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      preview(patchFromForm(form), 'Preview shown in the booking engine. Nothing has been saved.');
    });
    // Colour pickers preview live once a colour is chosen.
    ['preview-primary', 'preview-secondary'].forEach(function (id) {
      document.getElementById(id).addEventListener('change', function () {
        preview(patchFromForm(form), 'Preview shown in the booking engine. Nothing has been saved.');
      });
    });
    reset.addEventListener('click', function () {
      form.reset();
      // An empty css-preview drops the preview: the engine shows its saved theme again.
      preview({}, 'Preview cleared. The booking engine shows its saved theme.');
    });
  }

  function wireEngineState(alias) {
    document.getElementById('engine-alias').textContent = alias;
    const state = document.getElementById('engine-state');
    document.getElementById('fairway-booking').addEventListener('fairway:message', function (event) {
      // Any message from the engine means the bridge is up; `ready` is the first one it sends.
      if (event.detail && event.detail.message) state.textContent = 'connected';
    });
  }

  const options = readPageOptions();
  wireEngineState(options.alias);
  wirePreviewPanel();
  embedBookingEngine(options);
})();
