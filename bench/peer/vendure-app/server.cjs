// The Vendure server of bench/peer/ (see config.cjs): the job queue runs in this process.
const { bootstrap, JobQueueService } = require('@vendure/core');
const { config } = require('./config.cjs');

bootstrap(config)
  .then((app) => app.get(JobQueueService).start())
  .then(() => process.send?.({ ready: true }))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
