"""The Backtest view: test a road rule over simulated, own or tracked shoes against the house edge."""
