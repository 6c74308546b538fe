// Jest stand-in for images and fonts imported by components.
module.exports = 'test-file-stub';
