/* global window, document */
// A stand-in for https://apis.google.com/js/api.js, which the test machines cannot reach. The
// Firebase Web SDK (in the page) and the Auth emulator's helper iframe each load it and talk to
// each other through `gapi.iframes`; this implements just that conversation over postMessage.
(function () {
  var TAG = 'gapi-stand-in';
  var CROSS_ORIGIN_IFRAMES_FILTER = function () {
    return true;
  };

  /** One end of the conversation: handlers by name, calls waiting for a handler, replies by id. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.waiting = {};
    this.replies = {};
    this.readyCallbacks = [];
    this.ready = false;
  }
  var nextId = 1;
  Channel.prototype.post = function (message) {
    message.tag = TAG;
    this.target().postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.waiting[name] || [];
    delete this.waiting[name];
    for (var i = 0; i < waiting.length; i++) this.answer(waiting[i]);
  };
  Channel.prototype.answer = function (call) {
    var result = this.handlers[call.name](call.data);
    this.post({ kind: 'reply', id: call.id, data: [result] });
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = String(nextId++);
    if (callback) this.replies[id] = callback;
    this.post({ kind: 'call', id: id, name: name, data: data });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.ready = true;
      var callbacks = this.readyCallbacks;
      this.readyCallbacks = [];
      for (var i = 0; i < callbacks.length; i++) callbacks[i]();
    } else if (message.kind === 'reply') {
      var callback = this.replies[message.id];
      delete this.replies[message.id];
      if (callback) callback(message.data);
    } else if (message.kind === 'call') {
      if (this.handlers[message.name]) this.answer(message);
      else (this.waiting[message.name] = this.waiting[message.name] || []).push(message);
    }
  };

  var channels = [];
  window.addEventListener('message', function (event) {
    if (!event.data || event.data.tag !== TAG) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target() === event.source) channels[i].receive(event.data);
    }
  });

  /** The page's side: an iframe it opened. */
  function openIframe(options, opened) {
    var element = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes.style || {}).forEach(function (key) {
      element.style[key] = attributes.style[key];
    });
    element.src = options.url;
    var channel = new Channel(function () {
      return element.contentWindow;
    });
    channels.push(channel);
    (options.where || document.body).appendChild(element);
    var iframe = {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var done = function () {
            if (callback) callback();
            resolve([]);
          };
          if (channel.ready) done();
          else channel.readyCallbacks.push(done);
        });
      },
      register: function (name, handler) {
        channel.register(name, handler);
      },
      send: function (name, data, callback) {
        channel.send(name, data, callback);
      },
    };
    return Promise.resolve(opened(iframe));
  }

  /** The helper iframe's side: its parent page. */
  var parentIframe = null;
  function getParentIframe() {
    if (!parentIframe) {
      var channel = new Channel(function () {
        return window.parent;
      });
      channels.push(channel);
      channel.post({ kind: 'ready' });
      parentIframe = {
        register: function (name, handler) {
          channel.register(name, handler);
        },
        send: function (name, data, callback) {
          channel.send(name, data, callback);
        },
      };
    }
    return parentIframe;
  }

  var context = { open: openIframe, getParentIframe: getParentIframe };
  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: CROSS_ORIGIN_IFRAMES_FILTER,
      Iframe: function () {},
      getContext: function () {
        return context;
      },
    },
  };

  // Loaded as `api.js?onload=name` by the SDK, as plain `api.js` with window.gapi_onload by the iframe.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
