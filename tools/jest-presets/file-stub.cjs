// Jest cannot import assets; components receive this path instead of a bundled URL.
module.exports = 'test-file-stub';
