// The sandbox gateway's browser script, served from the portal's own origin. Like BPOINT's, it
// attaches a card to an auth key by calling the gateway directly, never the portal's API.
(function () {
  'use strict';
  var base = '/sandbox-gateway/v1';
  window.CardGateway = {
    name: 'sandbox',
    /** Resolves when the card is attached; rejects with { status, message } otherwise. */
    attachCard: function (authKey, card) {
      return fetch(base + '/authkeys/' + encodeURIComponent(authKey) + '/card', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        body: JSON.stringify({
          cardNumber: card.cardNumber,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          name: card.name,
          cvn: card.cvn,
        }),
      }).then(
        function (response) {
          if (response.ok) return undefined;
          return response.json().then(
            function (body) {
              throw { status: response.status, message: (body && body.message) || 'The card could not be attached.' };
            },
            function () {
              throw { status: response.status, message: 'The card could not be attached.' };
            },
          );
        },
        function () {
          throw { status: 0, message: 'The payment gateway could not be reached.' };
        },
      );
    },
  };
})();
