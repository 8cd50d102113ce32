/**
 * The in-app browser's `window.WeixinJSBridge`, as a script to inject before the page's own (Playwright's
 * addInitScript): defined at DOMContentLoaded, then the 'WeixinJSBridgeReady' document event, like WeChat.
 * It answers what weixin-js-sdk 1.6.5 and direct JSAPI payment invoke, talking to the simulator at
 * `simOrigin` (CORS, with its cookies):
 * - preVerifyJSAPI (wx.config): the signature is checked by the simulator against its live jsapi tickets
 *   and the page URL without '#'; then 'config:ok' or 'config:invalid signature'. SDK calls (those carrying
 *   verifyAppId) of an API not in a verified jsApiList answer '<name>:permission denied'.
 * - getBrandWCPayRequest (direct or wx.chooseWXPay): a sheet (role dialog 'WeChat Pay (simulated)', the
 *   description and amount, buttons 'Pay' and 'Cancel'; Escape cancels). Pay posts the parameters to
 *   /sim/pay/confirm; the answer is 'get_brand_wcpay_request:ok', ':cancel' or ':fail' (err_desc says why).
 * - updateAppMessageShareData, updateTimelineShareData, openLocation and the menu calls: '<name>:ok';
 *   getNetworkType: 'network_type:wifi'; checkJsApi: which of these exist; anything else ':function not exist'.
 * Every invoke is recorded as `{name, params, result}` in `window.__wechatSimCalls` (`on`/`call` as
 * 'on:<event>' / 'call:<name>').
 */
export function bridgeScript(simOrigin: string): string {
  return BRIDGE_SOURCE.replace('__SIM_ORIGIN__', JSON.stringify(simOrigin.replace(/\/+$/, '')));
}

// Plain ES2017 for any browser; no template literals, so nothing here is interpolated by TypeScript.
const BRIDGE_SOURCE = String.raw`(function () {
  'use strict';
  if (window.__wechatSimBridge) return;
  window.__wechatSimBridge = true;
  var SIM = __SIM_ORIGIN__;
  var PAY = 'get_brand_wcpay_request:';
  var OK_APIS = ['updateAppMessageShareData', 'updateTimelineShareData', 'openLocation', 'closeWindow', 'hideOptionMenu',
    'showOptionMenu', 'hideMenuItems', 'showMenuItems', 'hideAllNonBaseMenuItem', 'showAllNonBaseMenuItem'];
  var KNOWN_APIS = OK_APIS.concat(['preVerifyJSAPI', 'checkJsApi', 'getBrandWCPayRequest', 'getNetworkType']);
  var calls = window.__wechatSimCalls = window.__wechatSimCalls || [];
  var verifiedApis = null;
  var sheetOpen = false;

  function copy(value) {
    try { return JSON.parse(JSON.stringify(value === undefined ? null : value)); } catch (error) { return null; }
  }
  function post(path, body) {
    return fetch(SIM + path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json().then(function (json) { return json || {}; }); });
  }

  function preVerify(params, done) {
    post('/sim/jssdk/verify', { appId: params.verifyAppId, timestamp: params.verifyTimestamp, nonceStr: params.verifyNonceStr,
      signature: params.verifySignature, url: location.href.split('#')[0] })
      .then(function (answer) {
        verifiedApis = answer.ok ? (params.verifyJsApiList || []).slice() : null;
        done({ err_msg: 'config:' + (answer.ok ? 'ok' : answer.errMsg || 'invalid signature') });
      }, function () { verifiedApis = null; done({ err_msg: 'config:fail' }); });
  }

  function checkJsApi(params, done) {
    var result = {};
    (params.jsApiList || []).forEach(function (name) { result[name] = KNOWN_APIS.indexOf(name) >= 0; });
    // The Android client answers checkResult as a JSON string (weixin-js-sdk parses it there).
    var android = navigator.userAgent.toLowerCase().indexOf('android') >= 0;
    done({ err_msg: 'checkJsApi:ok', checkResult: android ? JSON.stringify(result) : result });
  }

  function element(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (style) node.setAttribute('style', style);
    return node;
  }

  function showSheet(params, info, finish) {
    var overlay = element('div', '', 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;' +
      'align-items:flex-end;justify-content:center;font-family:system-ui,-apple-system,sans-serif');
    var dialog = element('div', '', 'background:#fff;color:#191919;width:100%;max-width:480px;border-radius:12px 12px 0 0;' +
      'padding:20px;box-sizing:border-box;text-align:center');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'wxsim-pay-title');
    var title = element('h2', 'WeChat Pay (simulated)', 'font-size:1.1em;margin:0 0 12px');
    title.id = 'wxsim-pay-title';
    dialog.appendChild(title);
    if (info) {
      dialog.appendChild(element('p', info.description, 'margin:0 0 8px'));
      dialog.appendChild(element('p', '¥' + (info.total / 100).toFixed(2), 'font-size:2em;font-weight:600;margin:0 0 16px'));
    }
    var status = element('p', '', 'min-height:1.2em;margin:0 0 8px');
    status.setAttribute('role', 'status');
    dialog.appendChild(status);
    var button = 'display:block;width:100%;font:inherit;font-size:1.05em;padding:12px;margin-top:10px;border:0;border-radius:8px;cursor:pointer;';
    var pay = element('button', 'Pay', button + 'background:#07c160;color:#fff');
    var cancel = element('button', 'Cancel', button + 'background:#f2f2f2;color:#191919');
    pay.type = 'button';
    cancel.type = 'button';
    dialog.appendChild(pay);
    dialog.appendChild(cancel);
    overlay.appendChild(dialog);

    function close(result) {
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      finish(result);
    }
    function onKey(event) {
      if (event.key === 'Escape' && !pay.disabled) {
        event.preventDefault();
        close({ err_msg: PAY + 'cancel' });
      }
    }
    cancel.addEventListener('click', function () { close({ err_msg: PAY + 'cancel' }); });
    pay.addEventListener('click', function () {
      pay.disabled = true;
      cancel.disabled = true;
      status.textContent = 'Paying…';
      post('/sim/pay/confirm', { appId: params.appId, timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package,
        signType: params.signType, paySign: params.paySign })
        .then(function (answer) {
          close(answer.ok ? { err_msg: PAY + 'ok' } : { err_msg: PAY + 'fail', err_desc: answer.reason || 'payment refused' });
        }, function () { close({ err_msg: PAY + 'fail', err_desc: 'the simulator did not answer' }); });
    });
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(overlay);
    pay.focus();
  }

  function paySheet(params, done) {
    if (sheetOpen) return done({ err_msg: PAY + 'fail', err_desc: 'a payment sheet is already open' });
    sheetOpen = true;
    fetch(SIM + '/sim/pay/sheet?package=' + encodeURIComponent(String(params.package || '')))
      .then(function (response) { return response.ok ? response.json() : null; })
      .catch(function () { return null; })
      .then(function (info) { showSheet(params, info, function (result) { sheetOpen = false; done(result); }); });
  }

  function invoke(name, params, callback) {
    var call = { name: String(name), params: copy(params), result: null };
    calls.push(call);
    var finished = false;
    function done(result) {
      if (finished) return;
      finished = true;
      call.result = copy(result);
      if (typeof callback === 'function') setTimeout(function () { callback(result); }, 0);
    }
    params = params || {};
    var fromSdk = Object.prototype.hasOwnProperty.call(params, 'verifyAppId');
    if (fromSdk && name !== 'preVerifyJSAPI' && name !== 'checkJsApi' && (!verifiedApis || verifiedApis.indexOf(name) < 0)) {
      return done({ err_msg: name + ':permission denied' });
    }
    if (name === 'preVerifyJSAPI') return preVerify(params, done);
    if (name === 'getBrandWCPayRequest') return paySheet(params, done);
    if (name === 'checkJsApi') return checkJsApi(params, done);
    if (name === 'getNetworkType') return done({ err_msg: 'network_type:wifi' });
    done({ err_msg: name + (OK_APIS.indexOf(name) >= 0 ? ':ok' : ':function not exist') });
  }

  function install() {
    if (window.WeixinJSBridge) return;
    window.WeixinJSBridge = {
      invoke: invoke,
      on: function (name) { calls.push({ name: 'on:' + name, params: null, result: null }); },
      call: function (name) { calls.push({ name: 'call:' + name, params: null, result: null }); },
    };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install);
  else install();
})();
`;
