// CSS under test: a CSS module's class name is its own key (`styles.price` -> "price").
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
