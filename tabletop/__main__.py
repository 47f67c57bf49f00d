from tabletop.cli.app import main

main()
