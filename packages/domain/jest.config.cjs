module.exports = {
  ...require('@mitti/jest-presets/node'),
};
