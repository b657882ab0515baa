module.exports = {
  ...require('@mitti/jest-presets/jsdom'),
};
