// The hosted card page's script, served as a static file (CSP script-src 'self', no inline).
// Plain ES2017 so it runs as-is in any browser the page is framed in.

/** Source of /sandbox/gateway/hosted-card.js. */
export const HOSTED_CARD_SCRIPT = `(function () {
  'use strict';
  var root = document.getElementById('gateway');
  if (!root) return;
  var appOrigin = root.getAttribute('data-app-origin');
  var base = root.getAttribute('data-base');
  var text = JSON.parse(root.getAttribute('data-text') || '{}');
  var status = document.getElementById('status');
  var form = document.getElementById('card-form');
  window.addEventListener('message', function (event) {
    if (event.origin !== appOrigin || !event.data || event.data.type !== 'fairway:payment-url') return;
    var url = new URL(String(event.data.url), window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== base + '/card') return;
    if (form && url.searchParams.get('token') === form.getAttribute('data-token')) return;
    window.location.replace(url.href);
  });
  if (window.parent !== window) window.parent.postMessage({ type: 'fairway:hosted-card-ready' }, appOrigin);
  // Tell the app how tall the page is (errors appear, the form closes) so its iframe never scrolls inside.
  var lastHeight = 0;
  function postHeight() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (window.parent === window || height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ type: 'fairway:hosted-card-height', height: height }, appOrigin);
  }
  postHeight();
  if (typeof ResizeObserver === 'function') new ResizeObserver(postHeight).observe(document.body);
  if (!form) return;
  function showErrors(fields) {
    var nodes = form.querySelectorAll('[data-error-for]');
    for (var i = 0; i < nodes.length; i++) {
      nodes[i].hidden = true;
      nodes[i].textContent = '';
      var owner = document.getElementById(nodes[i].getAttribute('data-error-for'));
      if (owner) owner.removeAttribute('aria-invalid');
    }
    var keys = { number: 'number', cvv: 'cvv', expirationMonth: 'expirationMonth', expirationYear: 'expirationYear', name: 'name', address: 'address', postalCode: 'postalCode', country: 'countryCode' };
    Object.keys(fields || {}).forEach(function (field) {
      var id = keys[field] || field;
      var node = document.getElementById(id + '-error');
      var input = document.getElementById(id);
      if (node) { node.textContent = (text.cardMessages && text.cardMessages[field]) || fields[field]; node.hidden = false; }
      if (input) input.setAttribute('aria-invalid', 'true');
    });
    // The first invalid field in reading order, not in the order the gateway listed them.
    var first = form.querySelector('[aria-invalid="true"]');
    if (first) first.focus();
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = {};
    ['number', 'cvv', 'expirationMonth', 'expirationYear', 'name', 'address', 'postalCode', 'countryCode'].forEach(function (name) {
      data[name] = form.elements[name].value;
    });
    var token = form.getAttribute('data-token');
    status.textContent = text.saving;
    fetch(base + '/card?token=' + encodeURIComponent(token), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })
      .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
      .then(function (answer) {
        if (!answer.ok) {
          var error = answer.body && answer.body.error;
          showErrors(error && error.details && error.details.fields);
          status.textContent = (error && text.errors[error.code]) || text.failed;
          return;
        }
        showErrors({});
        form.hidden = true;
        status.textContent = text.saved.replace('{lastFour}', answer.body.lastFour);
        if (window.parent !== window) window.parent.postMessage({ type: 'fairway:card-tokenised', token: token, brand: answer.body.brand, lastFour: answer.body.lastFour }, appOrigin);
      })
      .catch(function () { status.textContent = text.failed; });
  });
})();
`;
