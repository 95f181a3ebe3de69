const { dataDir } = require('./data-dir');

module.exports = () => ({
  connection: {
    client: 'sqlite',
    connection: { filename: dataDir('data.db') },
    useNullAsDefault: true,
  },
});
