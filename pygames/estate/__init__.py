"""The estate engine shared by Eurobusiness and Fortuna: deeds, groups, building, mortgages,
auctions, trades, debts and bankruptcy, driven by each game's data (`EstateRules`)."""
