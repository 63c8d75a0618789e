        # Getting bot info
        # Bot owners
        self.owner_ids = [
            321566831670198272,
            154328221154803712,
            105625086739931136]
        # Reddit access info
