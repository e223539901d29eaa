-- Takes one of an owner's run slots (lib/server/jobs/run-quota.ts) in one statement: the
-- owner's advisory lock, the count and the insert run inside the database, so the lock is
-- held for a fraction of a millisecond and no pool connection waits on it across round
-- trips. As a volatile PL/pgSQL function each statement sees a fresh snapshot, taken after
-- the lock: the count includes every slot committed before. Null when the owner has none left.
CREATE OR REPLACE FUNCTION take_run_slot(p_owner uuid, p_instance text, p_now timestamptz, p_fresh_since timestamptz, p_alive_since timestamptz, p_max integer)
RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  held integer;
  slot uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('run-slots:' || p_owner::text, 0));
  SELECT count(*) INTO held FROM run_slots s
  WHERE s.owner_id = p_owner AND s.acquired_at > p_fresh_since
    AND (s.instance_id = p_instance OR EXISTS (SELECT 1 FROM instances i WHERE i.id = s.instance_id AND i.last_seen > p_alive_since));
  IF held >= p_max THEN
    RETURN NULL;
  END IF;
  INSERT INTO run_slots (owner_id, instance_id, acquired_at) VALUES (p_owner, p_instance, p_now) RETURNING id INTO slot;
  RETURN slot;
END
$$;
