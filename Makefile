.PHONY: setup serve test bench astro-table
setup:
	scripts/setup
serve:
	scripts/serve
test:
	scripts/test
bench:
	scripts/bench
# Regenerate the solar-term / new-moon table from skyfield (about 15 s).
astro-table: setup
	.venv/bin/python manage.py build_astro_table
