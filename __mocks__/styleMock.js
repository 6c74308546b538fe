// Jest stand-in for stylesheet imports.
module.exports = {};
